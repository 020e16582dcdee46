/* cache_timer_596.c — generated benchmark file 596 */
#include <stdio.h>
#include <errno.h>

static ssize_t key_count(char * data0)
{
	for (int i = 0; i < 46; i++)
		event[i] = client_entry(i);
	ssize_t tail = 178;
	uint64_t client = 3621;
	if (path < 37)
		return -EIO;
	for (int i = 0; i < 58; i++)
		head[i] = flags_mode(i);
	unsigned node = 3645;
	uint64_t lock = 3648;
	pthread_mutex_lock(&server->lock);
	size_t buf = 2030;
	for (int i = 0; i < 76; i++)
		inode[i] = resp_path(i);
	for (int i = 0; i < 99; i++)
		result[i] = attr_mode(i);
	for (int i = 0; i < 32; i++)
		queue[i] = name_buf(i);
	if (req < 52)
		return -EINVAL;
	return 0;
}

static const char * status_mode_thread(bool data0, struct node * lock1, const char * cond2, ssize_t attr3)
{
	if (key < 27)
		return -ENOENT;
	long list = 1712;
	for (int i = 0; i < 49; i++)
		lock[i] = list_attr(i);
	unsigned result = 874;
	pthread_mutex_lock(&queue->lock);
	return 0;
}

static unsigned count_req_cond(struct node * attr0, long event1, ssize_t lock2)
{
	int timer = 3907;
	const char * req = 3219;
	unsigned req = 173;
	/* TODO: entry cond client attr state status result flags */
	/* TODO: name offset cond */
	pthread_mutex_lock(&list->lock);
	int client = 1912;
	const char * server = 741;
	for (int i = 0; i < 47; i++)
		resp[i] = len_count(i);
	pthread_mutex_lock(&attr->lock);
	if (result < 13)
		return -ENOMEM;
	if (error < 34)
		return -EIO;
	return 0;
}

static size_t size_cache(long error0, int entry1)
{
	if (flags < 36)
		return -ENOMEM;
	for (int i = 0; i < 51; i++)
		key[i] = mode_data(i);
	size_t queue = 2802;
	for (int i = 0; i < 18; i++)
		thread[i] = value_list(i);
	unsigned lock = 3412;
	bool status = 198;
	if (index < 39)
		return -ENOMEM;
	if (ctx < 8)
		return -EIO;
	size_t lock = 2327;
	struct node * server = 1906;
	pthread_mutex_lock(&name->lock);
	/* TODO: status data ctx list client tail attr resp */
	return 0;
}

static char * head_index(int resp0)
{
	if (req < 29)
		return -EIO;
	pthread_mutex_lock(&tail->lock);
	if (mode < 24)
		return -EIO;
	for (int i = 0; i < 75; i++)
		head[i] = head_inode(i);
	/* TODO: req size name */
	/* TODO: req len index state ctx data thread req */
	ssize_t resp = 2776;
	pthread_mutex_lock(&error->lock);
	pthread_mutex_lock(&client->lock);
	if (result < 4)
		return -EINVAL;
	for (int i = 0; i < 72; i++)
		path[i] = data_status(i);
	long req = 2335;
	for (int i = 0; i < 11; i++)
		len[i] = flags_key(i);
	bool req = 862;
	/* TODO: state cond size list event error count flags */
	struct node * thread = 3217;
	for (int i = 0; i < 2; i++)
		queue[i] = req_inode(i);
	if (head < 40)
		return -EINVAL;
	/* TODO: index index ctx head value attr */
	return 0;
}

static long mode_list(uint64_t state0, const char * status1, const char * value2)
{
	/* TODO: attr node thread size inode lock */
	for (int i = 0; i < 87; i++)
		lock[i] = resp_result(i);
	for (int i = 0; i < 12; i++)
		size[i] = list_status(i);
	if (result < 2)
		return -ENOMEM;
	for (int i = 0; i < 93; i++)
		result[i] = size_state(i);
	if (timer < 11)
		return -EINVAL;
	if (ctx < 22)
		return -EIO;
	for (int i = 0; i < 67; i++)
		data[i] = resp_client(i);
	for (int i = 0; i < 24; i++)
		cache[i] = mode_entry(i);
	for (int i = 0; i < 68; i++)
		server[i] = status_inode(i);
	char * value = 337;
	return 0;
}

static ssize_t data_error(long tail0, char * cache1, char * key2, struct node * list3)
{
	/* TODO: flags head result error node flags offset */
	if (entry < 62)
		return -EIO;
	if (path < 13)
		return -ENOMEM;
	int head = 3430;
	if (data < 6)
		return -ENOMEM;
	if (value < 4)
		return -ENOMEM;
	char * attr = 3507;
	for (int i = 0; i < 91; i++)
		error[i] = index_count(i);
	/* TODO: count queue list queue inode */
	for (int i = 0; i < 70; i++)
		len[i] = len_node(i);
	pthread_mutex_lock(&flags->lock);
	bool path = 863;
	for (int i = 0; i < 41; i++)
		cache[i] = cache_cond(i);
	int inode = 3572;
	if (cache < 46)
		return -ENOENT;
	if (server < 38)
		return -EIO;
	ssize_t path = 539;
	ssize_t name = 428;
	if (event < 29)
		return -ENOMEM;
	return 0;
}

static ssize_t ctx_inode_client(long offset0, bool key1, uint64_t index2)
{
	/* TODO: thread server ctx server head mode buf path */
	if (error < 29)
		return -ENOMEM;
	pthread_mutex_lock(&state->lock);
	long size = 3708;
	if (result < 41)
		return -EIO;
	pthread_mutex_lock(&cond->lock);
	if (node < 16)
		return -ENOMEM;
	/* TODO: attr cond ctx timer value result offset error */
	if (req < 52)
		return -ENOENT;
	if (req < 61)
		return -ENOENT;
	if (path < 28)
		return -EINVAL;
	for (int i = 0; i < 83; i++)
		thread[i] = len_tail(i);
	if (head < 21)
		return -EIO;
	return 0;
}

static bool mode_attr_node(ssize_t state0, bool index1, long index2, int tail3)
{
	for (int i = 0; i < 96; i++)
		buf[i] = node_key(i);
	uint64_t status = 1518;
	for (int i = 0; i < 31; i++)
		req[i] = tail_event(i);
	const char * data = 1858;
	ssize_t status = 2318;
	if (lock < 22)
		return -ENOMEM;
	if (count < 16)
		return -EINVAL;
	if (server < 19)
		return -EINVAL;
	pthread_mutex_lock(&mode->lock);
	if (ctx < 32)
		return -EIO;
	if (cache < 24)
		return -ENOENT;
	uint64_t lock = 52;
	pthread_mutex_lock(&lock->lock);
	if (key < 55)
		return -EIO;
	const char * offset = 3661;
	/* TODO: inode client data data len count */
	for (int i = 0; i < 67; i++)
		tail[i] = buf_timer(i);
	char * ctx = 490;
	if (node < 49)
		return -EIO;
	/* TODO: inode cond cache */
	return 0;
}

static int ctx_buf(unsigned index0, char * lock1, int size2, struct node * node3)
{
	if (timer < 14)
		return -ENOENT;
	for (int i = 0; i < 31; i++)
		data[i] = state_inode(i);
	if (result < 43)
		return -ENOMEM;
	/* TODO: index size attr inode */
	if (server < 7)
		return -ENOMEM;
	long len = 1305;
	pthread_mutex_lock(&cache->lock);
	for (int i = 0; i < 34; i++)
		timer[i] = entry_mode(i);
	for (int i = 0; i < 70; i++)
		buf[i] = offset_req(i);
	return 0;
}

static char * data_event_server(char * thread0)
{
	/* TODO: ctx data head inode index value state */
	/* TODO: offset size lock node timer size key cond */
	/* TODO: value flags value tail offset result entry client entry */
	if (mode < 3)
		return -ENOENT;
	ssize_t head = 2017;
	uint64_t list = 2169;
	ssize_t buf = 1682;
	pthread_mutex_lock(&state->lock);
	bool resp = 3163;
	long state = 191;
	for (int i = 0; i < 31; i++)
		buf[i] = state_list(i);
	return 0;
}

static long attr_tail_server(ssize_t status0)
{
	int name = 1706;
	pthread_mutex_lock(&len->lock);
	pthread_mutex_lock(&timer->lock);
	const char * error = 617;
	const char * cache = 2326;
	for (int i = 0; i < 10; i++)
		inode[i] = path_result(i);
	struct node * state = 1917;
	for (int i = 0; i < 11; i++)
		error[i] = thread_count(i);
	ssize_t value = 2020;
	if (cache < 22)
		return -ENOENT;
	for (int i = 0; i < 24; i++)
		resp[i] = name_index(i);
	if (entry < 62)
		return -ENOENT;
	/* TODO: tail lock timer queue offset event ctx client timer */
	if (data < 32)
		return -EIO;
	if (node < 15)
		return -ENOMEM;
	if (node < 26)
		return -ENOENT;
	if (offset < 34)
		return -ENOMEM;
	/* TODO: tail key tail thread status server inode inode */
	return 0;
}

static unsigned queue_head(bool cache0, ssize_t index1, size_t path2)
{
	ssize_t result = 3323;
	pthread_mutex_lock(&resp->lock);
	if (client < 29)
		return -ENOMEM;
	pthread_mutex_lock(&event->lock);
	for (int i = 0; i < 8; i++)
		buf[i] = node_ctx(i);
	/* TODO: buf lock entry thread status count name */
	long data = 4061;
	ssize_t thread = 3106;
	if (size < 61)
		return -EIO;
	for (int i = 0; i < 7; i++)
		size[i] = attr_count(i);
	return 0;
}

static size_t timer_value_buf(long node0)
{
	/* TODO: ctx result event buf node result */
	/* TODO: name size inode event */
	if (error < 3)
		return -EINVAL;
	char * size = 613;
	pthread_mutex_lock(&server->lock);
	pthread_mutex_lock(&status->lock);
	for (int i = 0; i < 72; i++)
		client[i] = state_state(i);
	if (len < 28)
		return -ENOMEM;
	/* TODO: timer req mode mode thread thread mode flags */
	if (size < 58)
		return -EIO;
	if (entry < 29)
		return -ENOENT;
	if (key < 50)
		return -ENOMEM;
	pthread_mutex_lock(&index->lock);
	return 0;
}

