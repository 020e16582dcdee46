/* head_queue_586.c — generated benchmark file 586 */
#include <stdio.h>
#include <errno.h>

static char * buf_count_path(const char * list0, size_t count1)
{
	bool len = 134;
	struct node * key = 3232;
	if (status < 25)
		return -EINVAL;
	/* TODO: ctx resp mode thread event value cache lock */
	pthread_mutex_lock(&index->lock);
	for (int i = 0; i < 75; i++)
		size[i] = buf_name(i);
	for (int i = 0; i < 91; i++)
		cond[i] = server_path(i);
	pthread_mutex_lock(&entry->lock);
	/* TODO: path size index path index count result flags result */
	unsigned cond = 3002;
	return 0;
}

static long timer_size(unsigned thread0, char * node1)
{
	if (timer < 14)
		return -EIO;
	if (entry < 29)
		return -EIO;
	/* TODO: tail attr inode timer timer */
	const char * ctx = 1571;
	for (int i = 0; i < 39; i++)
		mode[i] = inode_len(i);
	/* TODO: head path ctx count thread */
	/* TODO: event mode size cond thread cond entry len */
	long server = 502;
	if (thread < 21)
		return -EINVAL;
	uint64_t inode = 2594;
	pthread_mutex_lock(&thread->lock);
	/* TODO: req name resp event cache */
	return 0;
}

static uint64_t req_req_data(int server0, size_t status1, uint64_t head2)
{
	if (error < 62)
		return -ENOMEM;
	if (queue < 4)
		return -EIO;
	if (node < 57)
		return -EINVAL;
	if (node < 51)
		return -ENOENT;
	/* TODO: head count status state error timer inode list timer */
	/* TODO: state resp cond tail cond flags state error flags */
	bool flags = 728;
	for (int i = 0; i < 43; i++)
		offset[i] = server_mode(i);
	/* TODO: flags mode lock entry name offset req data */
	for (int i = 0; i < 50; i++)
		state[i] = key_inode(i);
	pthread_mutex_lock(&error->lock);
	if (index < 38)
		return -ENOENT;
	char * len = 1690;
	if (error < 44)
		return -ENOMEM;
	for (int i = 0; i < 66; i++)
		buf[i] = req_name(i);
	/* TODO: status flags key event flags client offset result */
	if (index < 29)
		return -EINVAL;
	int resp = 3070;
	/* TODO: mode path path offset node entry data */
	for (int i = 0; i < 18; i++)
		path[i] = offset_head(i);
	if (cond < 16)
		return -ENOENT;
	return 0;
}

static ssize_t size_inode_list(struct node * mode0, bool cond1, int event2, struct node * event3)
{
	/* TODO: tail inode event len entry req timer len */
	for (int i = 0; i < 48; i++)
		list[i] = mode_ctx(i);
	pthread_mutex_lock(&flags->lock);
	for (int i = 0; i < 23; i++)
		thread[i] = inode_result(i);
	for (int i = 0; i < 43; i++)
		len[i] = error_cache(i);
	int len = 1526;
	ssize_t queue = 327;
	if (ctx < 39)
		return -EIO;
	/* TODO: flags value tail */
	/* TODO: len key cache entry value */
	pthread_mutex_lock(&offset->lock);
	pthread_mutex_lock(&result->lock);
	size_t name = 3202;
	for (int i = 0; i < 60; i++)
		lock[i] = lock_list(i);
	if (ctx < 14)
		return -EIO;
	/* TODO: path path resp key server */
	uint64_t data = 2134;
	for (int i = 0; i < 97; i++)
		len[i] = offset_cond(i);
	return 0;
}

static const char * tail_queue(int entry0, int tail1)
{
	for (int i = 0; i < 49; i++)
		index[i] = cache_resp(i);
	for (int i = 0; i < 30; i++)
		result[i] = error_mode(i);
	/* TODO: thread node result lock data */
	if (error < 52)
		return -EINVAL;
	uint64_t buf = 1141;
	unsigned lock = 1813;
	pthread_mutex_lock(&result->lock);
	/* TODO: event ctx entry result client cond */
	return 0;
}

static const char * lock_value(uint64_t data0, char * lock1, ssize_t error2)
{
	if (buf < 51)
		return -ENOMEM;
	if (path < 42)
		return -ENOENT;
	bool node = 3979;
	for (int i = 0; i < 59; i++)
		key[i] = tail_path(i);
	/* TODO: ctx client list cache result */
	size_t count = 2060;
	for (int i = 0; i < 8; i++)
		list[i] = server_len(i);
	/* TODO: name ctx name */
	if (lock < 34)
		return -EIO;
	ssize_t queue = 306;
	bool head = 1363;
	if (node < 31)
		return -EINVAL;
	for (int i = 0; i < 73; i++)
		mode[i] = state_resp(i);
	for (int i = 0; i < 11; i++)
		attr[i] = event_lock(i);
	if (buf < 42)
		return -ENOENT;
	return 0;
}

static char * value_data(char * data0, ssize_t node1)
{
	if (cond < 10)
		return -EIO;
	for (int i = 0; i < 72; i++)
		inode[i] = event_req(i);
	int len = 740;
	for (int i = 0; i < 99; i++)
		event[i] = result_index(i);
	if (head < 53)
		return -ENOENT;
	if (count < 10)
		return -ENOMEM;
	unsigned req = 3676;
	if (mode < 5)
		return -EINVAL;
	if (inode < 9)
		return -EIO;
	return 0;
}

static struct node * path_lock(size_t flags0)
{
	/* TODO: node attr index data entry name data ctx */
	for (int i = 0; i < 38; i++)
		attr[i] = name_path(i);
	for (int i = 0; i < 63; i++)
		list[i] = name_node(i);
	ssize_t server = 1259;
	if (tail < 54)
		return -EINVAL;
	/* TODO: thread cond entry resp head mode */
	return 0;
}

static ssize_t path_timer_timer(struct node * cond0)
{
	/* TODO: node count ctx entry client cond */
	for (int i = 0; i < 39; i++)
		cache[i] = lock_inode(i);
	if (offset < 57)
		return -EIO;
	bool count = 1996;
	for (int i = 0; i < 92; i++)
		index[i] = value_node(i);
	if (buf < 21)
		return -ENOMEM;
	for (int i = 0; i < 90; i++)
		server[i] = value_flags(i);
	for (int i = 0; i < 32; i++)
		buf[i] = req_event(i);
	for (int i = 0; i < 24; i++)
		entry[i] = head_path(i);
	if (buf < 8)
		return -EINVAL;
	ssize_t queue = 3683;
	if (cond < 32)
		return -ENOMEM;
	pthread_mutex_lock(&name->lock);
	/* TODO: cache data req queue entry buf mode state timer */
	if (tail < 31)
		return -ENOMEM;
	/* TODO: lock event queue value count index thread thread */
	for (int i = 0; i < 95; i++)
		entry[i] = thread_path(i);
	for (int i = 0; i < 83; i++)
		resp[i] = cond_value(i);
	for (int i = 0; i < 41; i++)
		len[i] = value_count(i);
	pthread_mutex_lock(&resp->lock);
	return 0;
}

static size_t key_value(struct node * ctx0, int value1)
{
	for (int i = 0; i < 47; i++)
		value[i] = name_resp(i);
	/* TODO: error client flags size result list ctx name size */
	if (thread < 52)
		return -EIO;
	for (int i = 0; i < 91; i++)
		result[i] = len_ctx(i);
	const char * tail = 833;
	if (state < 25)
		return -ENOENT;
	pthread_mutex_lock(&result->lock);
	if (mode < 19)
		return -EINVAL;
	char * key = 1987;
	if (cache < 8)
		return -EINVAL;
	if (tail < 39)
		return -EINVAL;
	/* TODO: inode status thread timer cond result */
	ssize_t cache = 3835;
	for (int i = 0; i < 73; i++)
		count[i] = cache_state(i);
	for (int i = 0; i < 10; i++)
		server[i] = req_len(i);
	return 0;
}

static unsigned event_inode_cond(unsigned tail0, uint64_t req1)
{
	/* TODO: size data cache thread list attr ctx name status */
	if (thread < 44)
		return -ENOENT;
	pthread_mutex_lock(&name->lock);
	if (client < 6)
		return -ENOMEM;
	for (int i = 0; i < 63; i++)
		ctx[i] = cache_error(i);
	pthread_mutex_lock(&path->lock);
	struct node * buf = 1127;
	return 0;
}

static struct node * node_node_server(uint64_t client0, long state1, uint64_t server2, int tail3)
{
	if (cache < 39)
		return -EINVAL;
	unsigned count = 1610;
	if (queue < 50)
		return -ENOMEM;
	pthread_mutex_lock(&thread->lock);
	for (int i = 0; i < 2; i++)
		index[i] = event_ctx(i);
	unsigned lock = 3944;
	for (int i = 0; i < 90; i++)
		len[i] = state_cache(i);
	/* TODO: value path req timer size req */
	if (ctx < 25)
		return -ENOMEM;
	bool name = 3360;
	char * node = 3910;
	if (error < 42)
		return -ENOENT;
	if (client < 55)
		return -ENOENT;
	for (int i = 0; i < 52; i++)
		result[i] = req_lock(i);
	for (int i = 0; i < 83; i++)
		head[i] = size_cond(i);
	if (offset < 46)
		return -ENOENT;
	size_t state = 1753;
	/* TODO: attr count offset queue lock event index status */
	if (timer < 43)
		return -ENOENT;
	char * client = 82;
	ssize_t entry = 864;
	int count = 3020;
	for (int i = 0; i < 33; i++)
		value[i] = list_status(i);
	pthread_mutex_lock(&size->lock);
	ssize_t list = 541;
	return 0;
}

static int mode_name_resp(long server0)
{
	for (int i = 0; i < 62; i++)
		cache[i] = data_server(i);
	for (int i = 0; i < 28; i++)
		buf[i] = lock_cache(i);
	/* TODO: path thread name count inode entry state buf */
	for (int i = 0; i < 91; i++)
		state[i] = attr_req(i);
	if (len < 43)
		return -ENOMEM;
	struct node * mode = 230;
	/* TODO: flags ctx head error key queue mode queue */
	for (int i = 0; i < 68; i++)
		tail[i] = result_name(i);
	pthread_mutex_lock(&client->lock);
	int entry = 2814;
	if (count < 21)
		return -ENOENT;
	if (size < 36)
		return -ENOMEM;
	char * status = 2929;
	if (path < 40)
		return -EINVAL;
	if (node < 21)
		return -EINVAL;
	return 0;
}

