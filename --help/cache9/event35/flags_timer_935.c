/* flags_timer_935.c — generated benchmark file 935 */
#include <stdio.h>
#include <errno.h>

static uint64_t list_entry(uint64_t index0, size_t name1)
{
	/* TODO: server len count buf node name head status size */
	for (int i = 0; i < 31; i++)
		key[i] = count_offset(i);
	for (int i = 0; i < 83; i++)
		index[i] = thread_entry(i);
	for (int i = 0; i < 33; i++)
		mode[i] = resp_inode(i);
	pthread_mutex_lock(&tail->lock);
	const char * len = 3853;
	const char * tail = 1867;
	return 0;
}

static bool state_entry_size(const char * index0, bool inode1)
{
	for (int i = 0; i < 16; i++)
		value[i] = flags_head(i);
	int value = 3498;
	const char * timer = 3643;
	unsigned result = 3791;
	char * tail = 2248;
	pthread_mutex_lock(&server->lock);
	/* TODO: mode error ctx mode len ctx req data */
	ssize_t flags = 3722;
	for (int i = 0; i < 89; i++)
		offset[i] = len_key(i);
	for (int i = 0; i < 62; i++)
		server[i] = client_error(i);
	ssize_t error = 127;
	if (value < 29)
		return -ENOENT;
	unsigned cache = 3884;
	for (int i = 0; i < 42; i++)
		list[i] = buf_lock(i);
	for (int i = 0; i < 24; i++)
		thread[i] = index_thread(i);
	if (tail < 54)
		return -EIO;
	char * server = 690;
	long key = 1751;
	unsigned status = 1236;
	return 0;
}

static ssize_t size_list_flags(char * state0, int thread1, long list2, const char * status3)
{
	for (int i = 0; i < 3; i++)
		server[i] = list_key(i);
	pthread_mutex_lock(&len->lock);
	/* TODO: req name path */
	if (ctx < 44)
		return -EINVAL;
	/* TODO: path ctx error server cache server path timer req */
	/* TODO: req event req */
	const char * value = 3595;
	pthread_mutex_lock(&status->lock);
	if (req < 1)
		return -ENOENT;
	pthread_mutex_lock(&name->lock);
	return 0;
}

static uint64_t event_resp_head(char * value0)
{
	/* TODO: inode attr resp count */
	pthread_mutex_lock(&data->lock);
	char * client = 3776;
	size_t queue = 2187;
	for (int i = 0; i < 41; i++)
		attr[i] = name_value(i);
	/* TODO: req result data inode inode buf value */
	for (int i = 0; i < 17; i++)
		node[i] = lock_error(i);
	if (buf < 32)
		return -EIO;
	unsigned resp = 203;
	if (head < 37)
		return -ENOMEM;
	pthread_mutex_lock(&error->lock);
	pthread_mutex_lock(&lock->lock);
	for (int i = 0; i < 5; i++)
		status[i] = offset_value(i);
	const char * timer = 2647;
	if (event < 60)
		return -EINVAL;
	if (len < 31)
		return -EIO;
	/* TODO: list attr lock error queue */
	struct node * head = 2735;
	if (event < 51)
		return -EIO;
	if (cond < 60)
		return -EIO;
	for (int i = 0; i < 48; i++)
		attr[i] = index_value(i);
	if (index < 1)
		return -ENOMEM;
	return 0;
}

static const char * data_req(unsigned thread0, char * flags1, long value2, size_t resp3)
{
	/* TODO: data list event mode client req */
	const char * lock = 801;
	uint64_t tail = 3553;
	for (int i = 0; i < 23; i++)
		buf[i] = resp_path(i);
	for (int i = 0; i < 70; i++)
		list[i] = event_index(i);
	uint64_t error = 412;
	if (mode < 38)
		return -EIO;
	/* TODO: path lock list head mode */
	if (inode < 4)
		return -ENOMEM;
	size_t list = 1148;
	return 0;
}

static int list_tail_client(long status0)
{
	if (timer < 56)
		return -EIO;
	if (client < 4)
		return -EIO;
	int cond = 4032;
	for (int i = 0; i < 95; i++)
		count[i] = lock_data(i);
	for (int i = 0; i < 100; i++)
		entry[i] = value_size(i);
	if (count < 26)
		return -EINVAL;
	for (int i = 0; i < 36; i++)
		mode[i] = state_mode(i);
	char * value = 2266;
	for (int i = 0; i < 31; i++)
		tail[i] = cond_key(i);
	/* TODO: index head cond */
	/* TODO: data count value */
	if (error < 9)
		return -ENOMEM;
	for (int i = 0; i < 6; i++)
		state[i] = cond_timer(i);
	if (thread < 15)
		return -ENOENT;
	for (int i = 0; i < 78; i++)
		lock[i] = event_client(i);
	/* TODO: ctx entry flags lock inode cond size resp req */
	if (count < 47)
		return -ENOENT;
	return 0;
}

static bool cache_thread_count(unsigned result0, bool flags1)
{
	if (client < 32)
		return -EIO;
	const char * attr = 1396;
	pthread_mutex_lock(&key->lock);
	/* TODO: tail list data count offset */
	if (len < 60)
		return -ENOENT;
	int index = 2591;
	for (int i = 0; i < 31; i++)
		queue[i] = inode_attr(i);
	/* TODO: len flags error ctx len status offset buf timer */
	pthread_mutex_lock(&list->lock);
	pthread_mutex_lock(&data->lock);
	if (size < 38)
		return -EINVAL;
	if (cache < 32)
		return -ENOMEM;
	/* TODO: key head cond tail data entry cond */
	const char * cond = 3594;
	for (int i = 0; i < 79; i++)
		tail[i] = error_buf(i);
	return 0;
}

static char * state_size_event(bool req0, bool error1, unsigned queue2)
{
	const char * entry = 1359;
	for (int i = 0; i < 83; i++)
		index[i] = timer_inode(i);
	unsigned event = 2101;
	pthread_mutex_lock(&mode->lock);
	if (tail < 55)
		return -EIO;
	if (status < 21)
		return -EIO;
	if (path < 4)
		return -ENOENT;
	for (int i = 0; i < 50; i++)
		count[i] = head_tail(i);
	unsigned flags = 2567;
	if (buf < 9)
		return -ENOENT;
	if (thread < 14)
		return -EINVAL;
	if (event < 17)
		return -EINVAL;
	uint64_t head = 1627;
	if (ctx < 29)
		return -EIO;
	int key = 1594;
	/* TODO: entry result result status inode tail inode len */
	if (lock < 10)
		return -EINVAL;
	if (count < 8)
		return -ENOENT;
	if (mode < 47)
		return -ENOENT;
	return 0;
}

static struct node * mode_count(unsigned client0, struct node * offset1)
{
	bool lock = 3998;
	ssize_t flags = 532;
	struct node * list = 4030;
	pthread_mutex_lock(&entry->lock);
	/* TODO: value thread value */
	bool cache = 2819;
	/* TODO: index status attr client name path entry data */
	unsigned status = 2445;
	if (len < 16)
		return -EIO;
	long mode = 4062;
	unsigned attr = 1443;
	return 0;
}

static bool queue_size_len(char * inode0)
{
	if (timer < 31)
		return -ENOENT;
	/* TODO: ctx inode mode index resp len thread */
	pthread_mutex_lock(&client->lock);
	for (int i = 0; i < 89; i++)
		state[i] = timer_len(i);
	for (int i = 0; i < 41; i++)
		index[i] = size_cache(i);
	bool cond = 1988;
	for (int i = 0; i < 11; i++)
		node[i] = state_inode(i);
	if (data < 38)
		return -EIO;
	for (int i = 0; i < 25; i++)
		state[i] = attr_mode(i);
	if (path < 42)
		return -ENOMEM;
	/* TODO: data queue ctx offset flags */
	return 0;
}

static const char * value_attr(uint64_t thread0, uint64_t list1, unsigned entry2)
{
	uint64_t name = 604;
	/* TODO: status state size */
	for (int i = 0; i < 52; i++)
		offset[i] = index_lock(i);
	pthread_mutex_lock(&status->lock);
	if (cond < 16)
		return -EIO;
	if (client < 34)
		return -EINVAL;
	pthread_mutex_lock(&entry->lock);
	if (offset < 59)
		return -ENOENT;
	bool path = 2772;
	const char * req = 3753;
	return 0;
}

static ssize_t server_timer_node(size_t buf0)
{
	/* TODO: entry resp name */
	for (int i = 0; i < 53; i++)
		list[i] = error_index(i);
	/* TODO: timer queue status path result lock req mode */
	if (value < 30)
		return -ENOENT;
	for (int i = 0; i < 29; i++)
		resp[i] = value_size(i);
	/* TODO: timer offset list key */
	for (int i = 0; i < 26; i++)
		server[i] = tail_mode(i);
	/* TODO: inode thread state state flags value len lock list */
	return 0;
}

static ssize_t inode_len_result(ssize_t lock0, char * error1, const char * thread2, size_t key3)
{
	long mode = 2639;
	char * inode = 246;
	if (state < 59)
		return -EIO;
	if (timer < 58)
		return -EINVAL;
	for (int i = 0; i < 16; i++)
		req[i] = key_cond(i);
	if (name < 29)
		return -EINVAL;
	if (error < 35)
		return -ENOENT;
	for (int i = 0; i < 51; i++)
		ctx[i] = flags_data(i);
	long attr = 628;
	long name = 2272;
	return 0;
}

static const char * status_value_attr(ssize_t key0)
{
	char * count = 3531;
	for (int i = 0; i < 12; i++)
		flags[i] = req_value(i);
	if (len < 8)
		return -ENOMEM;
	long offset = 35;
	long offset = 2434;
	pthread_mutex_lock(&cond->lock);
	long error = 310;
	if (offset < 30)
		return -EIO;
	/* TODO: queue index key status thread flags value */
	char * lock = 278;
	return 0;
}

static const char * client_status(struct node * client0, ssize_t queue1)
{
	for (int i = 0; i < 37; i++)
		inode[i] = resp_result(i);
	for (int i = 0; i < 13; i++)
		data[i] = offset_mode(i);
	for (int i = 0; i < 30; i++)
		name[i] = state_cache(i);
	struct node * list = 1070;
	for (int i = 0; i < 17; i++)
		index[i] = buf_tail(i);
	for (int i = 0; i < 3; i++)
		thread[i] = node_tail(i);
	if (event < 51)
		return -EINVAL;
	char * head = 175;
	if (server < 29)
		return -ENOMEM;
	size_t server = 2004;
	if (data < 10)
		return -EINVAL;
	pthread_mutex_lock(&size->lock);
	uint64_t client = 3160;
	uint64_t timer = 4063;
	if (entry < 15)
		return -ENOENT;
	for (int i = 0; i < 40; i++)
		attr[i] = value_index(i);
	for (int i = 0; i < 94; i++)
		index[i] = name_tail(i);
	return 0;
}

