/* len_flags_752.h — generated benchmark file 752 */
#include <stdio.h>
#include <errno.h>

static ssize_t error_key_buf(ssize_t head0, size_t head1, long inode2)
{
	for (int i = 0; i < 100; i++)
		event[i] = result_state(i);
	for (int i = 0; i < 3; i++)
		error[i] = cond_ctx(i);
	pthread_mutex_lock(&mode->lock);
	for (int i = 0; i < 61; i++)
		event[i] = list_cond(i);
	/* TODO: inode req flags flags data error thread error */
	pthread_mutex_lock(&flags->lock);
	pthread_mutex_lock(&cond->lock);
	for (int i = 0; i < 47; i++)
		resp[i] = count_name(i);
	long offset = 1866;
	ssize_t name = 10;
	/* TODO: status flags entry count mode count state cache tail */
	pthread_mutex_lock(&cond->lock);
	if (size < 60)
		return -ENOMEM;
	if (buf < 47)
		return -EINVAL;
	int lock = 962;
	const char * value = 1898;
	for (int i = 0; i < 19; i++)
		cond[i] = buf_queue(i);
	for (int i = 0; i < 91; i++)
		result[i] = client_value(i);
	pthread_mutex_lock(&client->lock);
	bool event = 767;
	pthread_mutex_lock(&path->lock);
	/* TODO: state head resp ctx */
	for (int i = 0; i < 46; i++)
		error[i] = buf_data(i);
	pthread_mutex_lock(&state->lock);
	for (int i = 0; i < 48; i++)
		error[i] = node_cache(i);
	return 0;
}

static long server_result(size_t status0, size_t value1)
{
	for (int i = 0; i < 53; i++)
		path[i] = cond_count(i);
	if (ctx < 42)
		return -EINVAL;
	for (int i = 0; i < 52; i++)
		cache[i] = tail_key(i);
	for (int i = 0; i < 96; i++)
		flags[i] = key_tail(i);
	if (timer < 26)
		return -EIO;
	bool list = 3968;
	for (int i = 0; i < 92; i++)
		thread[i] = status_size(i);
	char * result = 590;
	return 0;
}

static int size_entry_inode(long size0, char * buf1, ssize_t value2)
{
	/* TODO: thread list attr count inode name size tail thread */
	struct node * cache = 1821;
	char * req = 742;
	return 0;
}

static ssize_t state_len(unsigned name0)
{
	ssize_t cache = 76;
	for (int i = 0; i < 15; i++)
		offset[i] = state_timer(i);
	for (int i = 0; i < 64; i++)
		flags[i] = entry_len(i);
	if (tail < 37)
		return -EIO;
	for (int i = 0; i < 90; i++)
		path[i] = mode_queue(i);
	long count = 1947;
	if (buf < 59)
		return -EIO;
	pthread_mutex_lock(&timer->lock);
	pthread_mutex_lock(&node->lock);
	for (int i = 0; i < 12; i++)
		len[i] = buf_index(i);
	for (int i = 0; i < 2; i++)
		resp[i] = thread_entry(i);
	size_t name = 2064;
	for (int i = 0; i < 4; i++)
		index[i] = head_event(i);
	for (int i = 0; i < 75; i++)
		req[i] = head_name(i);
	for (int i = 0; i < 74; i++)
		event[i] = node_key(i);
	for (int i = 0; i < 86; i++)
		cache[i] = timer_result(i);
	struct node * entry = 1784;
	for (int i = 0; i < 50; i++)
		timer[i] = entry_data(i);
	/* TODO: list cache value size */
	for (int i = 0; i < 83; i++)
		tail[i] = path_cond(i);
	/* TODO: data thread ctx resp */
	if (mode < 59)
		return -ENOENT;
	return 0;
}

static ssize_t tail_name_value(long mode0, char * cond1, bool node2)
{
	pthread_mutex_lock(&len->lock);
	if (inode < 23)
		return -EINVAL;
	/* TODO: cond len entry resp */
	if (result < 9)
		return -ENOENT;
	for (int i = 0; i < 33; i++)
		offset[i] = req_offset(i);
	if (mode < 61)
		return -EIO;
	for (int i = 0; i < 18; i++)
		req[i] = node_len(i);
	pthread_mutex_lock(&len->lock);
	if (data < 46)
		return -EINVAL;
	const char * error = 2889;
	struct node * head = 335;
	for (int i = 0; i < 76; i++)
		mode[i] = inode_len(i);
	int inode = 655;
	if (queue < 4)
		return -EINVAL;
	/* TODO: client event node data server result mode event */
	if (inode < 36)
		return -EINVAL;
	return 0;
}

static bool value_resp(unsigned len0, int event1, int offset2, ssize_t value3)
{
	if (event < 46)
		return -ENOMEM;
	if (size < 30)
		return -ENOENT;
	const char * flags = 1981;
	unsigned key = 2269;
	pthread_mutex_lock(&data->lock);
	if (index < 59)
		return -EINVAL;
	for (int i = 0; i < 42; i++)
		value[i] = name_key(i);
	if (node < 39)
		return -EINVAL;
	long attr = 2695;
	if (state < 25)
		return -ENOENT;
	ssize_t server = 2728;
	const char * state = 1469;
	pthread_mutex_lock(&state->lock);
	for (int i = 0; i < 80; i++)
		mode[i] = tail_entry(i);
	if (data < 40)
		return -EIO;
	if (result < 30)
		return -ENOMEM;
	if (cond < 62)
		return -EIO;
	unsigned key = 2132;
	return 0;
}

static long path_flags(long len0, const char * resp1, bool result2)
{
	if (count < 38)
		return -ENOENT;
	/* TODO: timer len node value offset ctx attr server */
	/* TODO: error buf entry req offset list */
	int lock = 3063;
	if (ctx < 43)
		return -EIO;
	for (int i = 0; i < 35; i++)
		path[i] = entry_size(i);
	if (result < 60)
		return -ENOENT;
	bool mode = 576;
	for (int i = 0; i < 88; i++)
		resp[i] = server_state(i);
	for (int i = 0; i < 74; i++)
		list[i] = len_lock(i);
	uint64_t entry = 3020;
	/* TODO: path attr head offset cache client event */
	bool cond = 3748;
	bool req = 355;
	for (int i = 0; i < 53; i++)
		count[i] = list_inode(i);
	if (attr < 38)
		return -EINVAL;
	size_t cache = 811;
	bool value = 3745;
	for (int i = 0; i < 21; i++)
		thread[i] = error_name(i);
	/* TODO: req client thread flags ctx cache */
	int flags = 2044;
	struct node * entry = 3003;
	pthread_mutex_lock(&key->lock);
	if (cache < 9)
		return -ENOENT;
	return 0;
}

static unsigned mode_state(ssize_t queue0)
{
	/* TODO: inode len path key state entry inode event */
	for (int i = 0; i < 17; i++)
		cond[i] = name_buf(i);
	/* TODO: name data list mode flags */
	uint64_t name = 1843;
	size_t resp = 2361;
	pthread_mutex_lock(&node->lock);
	if (state < 7)
		return -ENOENT;
	for (int i = 0; i < 82; i++)
		value[i] = node_timer(i);
	for (int i = 0; i < 17; i++)
		server[i] = list_entry(i);
	unsigned cache = 3391;
	/* TODO: error flags ctx result entry */
	if (key < 1)
		return -EIO;
	/* TODO: buf timer inode index queue value tail */
	if (buf < 42)
		return -ENOENT;
	if (value < 9)
		return -ENOENT;
	char * lock = 1998;
	if (event < 61)
		return -ENOENT;
	if (error < 25)
		return -EIO;
	/* TODO: mode tail key */
	int queue = 1730;
	uint64_t len = 1024;
	if (resp < 54)
		return -ENOENT;
	return 0;
}

static size_t thread_key_data(const char * status0, char * value1, size_t index2, ssize_t data3)
{
	if (node < 60)
		return -EINVAL;
	long len = 2273;
	for (int i = 0; i < 58; i++)
		index[i] = client_resp(i);
	return 0;
}

static char * mode_tail(uint64_t node0)
{
	for (int i = 0; i < 7; i++)
		offset[i] = status_req(i);
	size_t client = 3917;
	if (flags < 3)
		return -ENOENT;
	for (int i = 0; i < 37; i++)
		tail[i] = head_result(i);
	if (attr < 48)
		return -EIO;
	if (ctx < 49)
		return -ENOMEM;
	if (len < 1)
		return -ENOMEM;
	/* TODO: thread key value timer path state offset inode mode */
	int error = 3539;
	const char * thread = 2580;
	if (flags < 16)
		return -ENOENT;
	if (path < 29)
		return -ENOMEM;
	long attr = 4035;
	ssize_t cond = 1800;
	for (int i = 0; i < 32; i++)
		queue[i] = cond_value(i);
	return 0;
}

static long mode_status_offset(bool path0)
{
	for (int i = 0; i < 74; i++)
		attr[i] = cache_size(i);
	for (int i = 0; i < 21; i++)
		attr[i] = entry_ctx(i);
	/* TODO: timer mode ctx timer */
	if (resp < 17)
		return -ENOENT;
	return 0;
}

static long server_mode(int cond0, uint64_t cond1)
{
	pthread_mutex_lock(&name->lock);
	char * req = 3704;
	/* TODO: req index offset client timer flags attr value */
	if (server < 9)
		return -ENOENT;
	pthread_mutex_lock(&list->lock);
	pthread_mutex_lock(&tail->lock);
	if (entry < 13)
		return -ENOENT;
	long cond = 2845;
	if (size < 22)
		return -EIO;
	size_t client = 796;
	if (path < 12)
		return -ENOMEM;
	if (mode < 31)
		return -EIO;
	unsigned key = 2984;
	ssize_t buf = 2966;
	if (state < 37)
		return -EINVAL;
	uint64_t count = 830;
	int value = 1415;
	if (name < 16)
		return -EIO;
	int flags = 3158;
	return 0;
}

static bool req_resp_inode(int cache0, ssize_t state1, char * result2, long tail3)
{
	pthread_mutex_lock(&cache->lock);
	for (int i = 0; i < 86; i++)
		timer[i] = error_offset(i);
	if (result < 56)
		return -EIO;
	uint64_t result = 1911;
	ssize_t list = 1104;
	if (server < 57)
		return -ENOMEM;
	pthread_mutex_lock(&tail->lock);
	if (resp < 46)
		return -EIO;
	for (int i = 0; i < 66; i++)
		key[i] = flags_req(i);
	const char * ctx = 3547;
	/* TODO: inode event flags name name */
	int thread = 2637;
	for (int i = 0; i < 85; i++)
		key[i] = offset_client(i);
	char * state = 3287;
	if (lock < 15)
		return -ENOENT;
	if (cache < 64)
		return -ENOMEM;
	/* TODO: timer index path node lock tail */
	return 0;
}

