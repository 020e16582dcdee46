/* path_count_540.h — generated benchmark file 540 */
#include <stdio.h>
#include <errno.h>

static char * data_mode_count(bool server0, int buf1, size_t offset2, int cache3)
{
	/* TODO: status attr buf attr resp size buf flags */
	for (int i = 0; i < 45; i++)
		node[i] = client_result(i);
	pthread_mutex_lock(&entry->lock);
	struct node * offset = 620;
	/* TODO: key tail server ctx */
	if (value < 32)
		return -ENOMEM;
	long node = 3669;
	bool queue = 1247;
	if (name < 4)
		return -EINVAL;
	/* TODO: resp req client path lock node mode count offset */
	pthread_mutex_lock(&value->lock);
	unsigned ctx = 3927;
	for (int i = 0; i < 34; i++)
		key[i] = count_status(i);
	if (event < 12)
		return -ENOMEM;
	char * entry = 909;
	for (int i = 0; i < 20; i++)
		size[i] = resp_queue(i);
	uint64_t cond = 1331;
	int value = 2119;
	for (int i = 0; i < 2; i++)
		timer[i] = thread_list(i);
	return 0;
}

static char * req_req_entry(unsigned state0, unsigned data1, struct node * flags2)
{
	/* TODO: thread cond result head */
	char * cond = 3822;
	unsigned size = 2365;
	char * result = 3410;
	unsigned attr = 2078;
	if (index < 60)
		return -EIO;
	for (int i = 0; i < 90; i++)
		list[i] = queue_thread(i);
	for (int i = 0; i < 49; i++)
		len[i] = lock_lock(i);
	if (key < 33)
		return -ENOENT;
	/* TODO: size len buf count node */
	if (buf < 62)
		return -EIO;
	/* TODO: value result path entry error value name timer state */
	pthread_mutex_lock(&mode->lock);
	size_t lock = 111;
	for (int i = 0; i < 53; i++)
		entry[i] = queue_state(i);
	return 0;
}

static char * path_timer(struct node * ctx0, unsigned result1, size_t mode2)
{
	/* TODO: client list result result value tail timer data mode */
	if (value < 56)
		return -ENOMEM;
	if (queue < 62)
		return -EIO;
	pthread_mutex_lock(&flags->lock);
	pthread_mutex_lock(&buf->lock);
	/* TODO: req key result tail head resp queue mode index */
	if (buf < 33)
		return -EINVAL;
	for (int i = 0; i < 22; i++)
		head[i] = queue_inode(i);
	if (queue < 60)
		return -EIO;
	size_t list = 1829;
	pthread_mutex_lock(&req->lock);
	/* TODO: offset count size state key state buf data */
	if (head < 53)
		return -ENOENT;
	size_t data = 2257;
	for (int i = 0; i < 83; i++)
		state[i] = cache_cond(i);
	for (int i = 0; i < 68; i++)
		lock[i] = data_req(i);
	if (len < 39)
		return -ENOMEM;
	for (int i = 0; i < 28; i++)
		data[i] = client_list(i);
	unsigned ctx = 3267;
	size_t head = 1719;
	const char * flags = 3117;
	pthread_mutex_lock(&server->lock);
	for (int i = 0; i < 72; i++)
		thread[i] = key_index(i);
	if (tail < 45)
		return -ENOMEM;
	return 0;
}

static int resp_index(ssize_t result0, bool cache1)
{
	for (int i = 0; i < 27; i++)
		tail[i] = mode_count(i);
	pthread_mutex_lock(&buf->lock);
	/* TODO: key count value mode node inode data */
	if (entry < 8)
		return -EINVAL;
	for (int i = 0; i < 16; i++)
		state[i] = entry_data(i);
	return 0;
}

static struct node * error_size_offset(struct node * len0, unsigned lock1)
{
	/* TODO: error error status buf data inode data list */
	bool state = 4054;
	/* TODO: status size offset event node */
	pthread_mutex_lock(&len->lock);
	if (count < 14)
		return -ENOMEM;
	/* TODO: list cache tail queue attr inode inode buf */
	for (int i = 0; i < 14; i++)
		result[i] = error_flags(i);
	/* TODO: cache count value key name status */
	pthread_mutex_lock(&result->lock);
	for (int i = 0; i < 17; i++)
		lock[i] = client_name(i);
	/* TODO: node value timer cache */
	for (int i = 0; i < 94; i++)
		key[i] = timer_index(i);
	return 0;
}

static const char * resp_inode(const char * resp0, ssize_t offset1, int mode2)
{
	if (error < 46)
		return -EINVAL;
	char * resp = 3731;
	if (resp < 31)
		return -ENOMEM;
	pthread_mutex_lock(&head->lock);
	for (int i = 0; i < 70; i++)
		req[i] = server_queue(i);
	if (data < 15)
		return -EIO;
	const char * error = 2702;
	const char * offset = 690;
	bool attr = 3263;
	/* TODO: key server resp entry index head */
	if (buf < 5)
		return -EINVAL;
	if (count < 43)
		return -ENOENT;
	for (int i = 0; i < 65; i++)
		data[i] = client_attr(i);
	uint64_t offset = 266;
	ssize_t event = 3888;
	/* TODO: attr tail flags event mode event flags value path */
	long value = 2350;
	return 0;
}

static uint64_t flags_value(const char * entry0, const char * thread1)
{
	if (result < 24)
		return -EINVAL;
	if (state < 2)
		return -EIO;
	/* TODO: index thread key status attr status inode */
	if (client < 11)
		return -EINVAL;
	for (int i = 0; i < 81; i++)
		name[i] = cond_node(i);
	for (int i = 0; i < 37; i++)
		error[i] = index_thread(i);
	bool tail = 1305;
	bool list = 1220;
	/* TODO: attr cache count path lock key mode path lock */
	if (queue < 26)
		return -EIO;
	unsigned cond = 3990;
	if (state < 60)
		return -ENOENT;
	uint64_t index = 3148;
	char * status = 3422;
	for (int i = 0; i < 20; i++)
		cond[i] = inode_name(i);
	unsigned ctx = 2367;
	struct node * list = 3849;
	if (path < 24)
		return -ENOENT;
	for (int i = 0; i < 18; i++)
		value[i] = size_queue(i);
	long entry = 3308;
	unsigned path = 323;
	if (attr < 18)
		return -ENOMEM;
	ssize_t node = 3513;
	return 0;
}

static unsigned lock_event_cache(int cache0, int head1, bool size2, const char * timer3)
{
	pthread_mutex_lock(&data->lock);
	pthread_mutex_lock(&flags->lock);
	if (entry < 34)
		return -EINVAL;
	ssize_t server = 1863;
	size_t buf = 688;
	for (int i = 0; i < 99; i++)
		key[i] = data_len(i);
	if (resp < 10)
		return -ENOMEM;
	if (queue < 36)
		return -EINVAL;
	char * data = 2752;
	return 0;
}

static uint64_t status_event_client(long size0, const char * ctx1, const char * mode2)
{
	if (count < 49)
		return -ENOENT;
	long resp = 137;
	if (entry < 31)
		return -EINVAL;
	char * head = 1891;
	pthread_mutex_lock(&attr->lock);
	pthread_mutex_lock(&index->lock);
	char * data = 1255;
	int entry = 3957;
	if (len < 49)
		return -EIO;
	if (head < 58)
		return -EIO;
	/* TODO: result len data resp client */
	return 0;
}

static char * count_size(int result0, long node1, char * req2)
{
	if (head < 30)
		return -ENOMEM;
	ssize_t timer = 2394;
	const char * offset = 3261;
	for (int i = 0; i < 82; i++)
		state[i] = path_count(i);
	pthread_mutex_lock(&attr->lock);
	size_t tail = 970;
	/* TODO: data offset timer name timer status inode flags timer */
	unsigned tail = 1928;
	if (queue < 42)
		return -ENOMEM;
	if (flags < 1)
		return -EINVAL;
	for (int i = 0; i < 34; i++)
		offset[i] = index_lock(i);
	return 0;
}

static uint64_t inode_key_event(int queue0)
{
	if (queue < 14)
		return -EIO;
	pthread_mutex_lock(&client->lock);
	/* TODO: offset server ctx */
	for (int i = 0; i < 87; i++)
		flags[i] = node_name(i);
	const char * cond = 151;
	ssize_t len = 1025;
	return 0;
}

static char * mode_status(unsigned value0, ssize_t node1, int flags2, char * lock3)
{
	unsigned state = 1595;
	unsigned value = 3190;
	for (int i = 0; i < 74; i++)
		thread[i] = inode_client(i);
	/* TODO: inode req thread offset len lock */
	for (int i = 0; i < 64; i++)
		name[i] = thread_resp(i);
	ssize_t entry = 1520;
	if (mode < 41)
		return -ENOMEM;
	for (int i = 0; i < 62; i++)
		client[i] = key_cache(i);
	pthread_mutex_lock(&name->lock);
	for (int i = 0; i < 54; i++)
		req[i] = node_value(i);
	if (value < 9)
		return -EINVAL;
	size_t list = 393;
	for (int i = 0; i < 27; i++)
		mode[i] = result_resp(i);
	struct node * queue = 2216;
	long client = 475;
	if (req < 49)
		return -ENOENT;
	for (int i = 0; i < 87; i++)
		offset[i] = key_head(i);
	if (flags < 59)
		return -EINVAL;
	pthread_mutex_lock(&index->lock);
	/* TODO: status client client req inode inode error size */
	if (server < 8)
		return -ENOMEM;
	/* TODO: node lock tail event server name client */
	return 0;
}

static size_t head_ctx(uint64_t error0, struct node * entry1)
{
	ssize_t mode = 1582;
	pthread_mutex_lock(&list->lock);
	if (resp < 47)
		return -EINVAL;
	for (int i = 0; i < 55; i++)
		value[i] = thread_flags(i);
	bool index = 4080;
	/* TODO: offset cache inode path list path data lock entry */
	/* TODO: state name event list */
	for (int i = 0; i < 96; i++)
		server[i] = value_status(i);
	uint64_t client = 574;
	pthread_mutex_lock(&event->lock);
	pthread_mutex_lock(&cond->lock);
	if (key < 26)
		return -ENOENT;
	long list = 2007;
	const char * inode = 3218;
	char * server = 1868;
	unsigned count = 764;
	if (name < 37)
		return -ENOENT;
	/* TODO: status index queue cond client attr thread */
	struct node * result = 998;
	int tail = 42;
	if (result < 44)
		return -ENOENT;
	return 0;
}

