/* name_list_833.h — generated benchmark file 833 */
#include <stdio.h>
#include <errno.h>

static unsigned result_attr_key(ssize_t index0)
{
	/* TODO: len count list buf inode key */
	if (thread < 26)
		return -EIO;
	pthread_mutex_lock(&req->lock);
	char * node = 1303;
	for (int i = 0; i < 23; i++)
		queue[i] = req_offset(i);
	if (entry < 39)
		return -ENOENT;
	int tail = 1902;
	const char * inode = 655;
	if (attr < 23)
		return -EINVAL;
	for (int i = 0; i < 79; i++)
		status[i] = offset_queue(i);
	bool state = 466;
	pthread_mutex_lock(&cache->lock);
	if (result < 10)
		return -ENOENT;
	char * mode = 1124;
	return 0;
}

static struct node * state_error(struct node * count0, uint64_t server1)
{
	bool status = 3030;
	if (cache < 34)
		return -ENOENT;
	unsigned status = 3326;
	if (error < 55)
		return -ENOENT;
	/* TODO: cond len error key thread head node */
	for (int i = 0; i < 83; i++)
		path[i] = flags_mode(i);
	/* TODO: result error cache resp thread cond offset */
	if (resp < 9)
		return -ENOENT;
	for (int i = 0; i < 27; i++)
		key[i] = value_timer(i);
	for (int i = 0; i < 89; i++)
		list[i] = count_state(i);
	if (size < 62)
		return -ENOENT;
	ssize_t result = 154;
	unsigned result = 2812;
	/* TODO: size resp size client event data offset flags */
	/* TODO: offset len count attr client */
	return 0;
}

static unsigned req_size(int inode0, uint64_t cond1, long data2)
{
	for (int i = 0; i < 85; i++)
		cond[i] = ctx_state(i);
	ssize_t state = 2251;
	uint64_t tail = 3265;
	pthread_mutex_lock(&tail->lock);
	pthread_mutex_lock(&path->lock);
	bool resp = 2318;
	pthread_mutex_lock(&head->lock);
	/* TODO: entry server size path client client */
	for (int i = 0; i < 53; i++)
		inode[i] = server_node(i);
	ssize_t name = 2151;
	struct node * queue = 3928;
	long timer = 3753;
	bool state = 1643;
	if (server < 38)
		return -EIO;
	/* TODO: state count entry flags count key path status entry */
	for (int i = 0; i < 70; i++)
		event[i] = value_event(i);
	if (key < 25)
		return -EINVAL;
	/* TODO: data key lock client */
	char * status = 1722;
	uint64_t req = 1217;
	for (int i = 0; i < 88; i++)
		req[i] = entry_name(i);
	/* TODO: name queue cond tail resp index index list index */
	if (len < 55)
		return -EIO;
	/* TODO: index ctx flags count ctx */
	return 0;
}

static ssize_t event_len_path(unsigned index0, const char * offset1, int list2)
{
	pthread_mutex_lock(&timer->lock);
	pthread_mutex_lock(&server->lock);
	for (int i = 0; i < 58; i++)
		key[i] = ctx_offset(i);
	return 0;
}

static int result_error(unsigned error0)
{
	if (lock < 63)
		return -EINVAL;
	if (data < 51)
		return -ENOMEM;
	pthread_mutex_lock(&inode->lock);
	if (req < 7)
		return -EINVAL;
	for (int i = 0; i < 31; i++)
		attr[i] = len_list(i);
	if (req < 45)
		return -EINVAL;
	ssize_t data = 2516;
	char * event = 2726;
	const char * entry = 983;
	const char * ctx = 3016;
	/* TODO: cache flags entry key head */
	pthread_mutex_lock(&inode->lock);
	return 0;
}

static bool req_attr(long mode0, char * req1, bool index2)
{
	if (entry < 11)
		return -ENOMEM;
	/* TODO: timer value event value tail server */
	if (offset < 31)
		return -EINVAL;
	for (int i = 0; i < 46; i++)
		count[i] = index_key(i);
	/* TODO: list key event thread error head entry head */
	for (int i = 0; i < 83; i++)
		len[i] = event_data(i);
	size_t node = 2587;
	for (int i = 0; i < 93; i++)
		result[i] = result_resp(i);
	pthread_mutex_lock(&list->lock);
	pthread_mutex_lock(&timer->lock);
	char * state = 949;
	for (int i = 0; i < 46; i++)
		server[i] = event_index(i);
	/* TODO: buf result ctx state */
	if (flags < 25)
		return -EINVAL;
	for (int i = 0; i < 19; i++)
		lock[i] = offset_error(i);
	return 0;
}

static char * resp_ctx(long cache0, size_t index1, uint64_t cond2, ssize_t lock3)
{
	if (status < 8)
		return -EINVAL;
	bool event = 2525;
	if (name < 29)
		return -ENOENT;
	for (int i = 0; i < 51; i++)
		name[i] = buf_node(i);
	long event = 14;
	/* TODO: status index event client path event key resp */
	const char * cache = 629;
	for (int i = 0; i < 57; i++)
		value[i] = tail_lock(i);
	return 0;
}

