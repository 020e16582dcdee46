/* name_tail_499.h — generated benchmark file 499 */
#include <stdio.h>
#include <errno.h>

static long queue_node_flags(unsigned result0, int status1, struct node * error2)
{
	if (mode < 31)
		return -EINVAL;
	for (int i = 0; i < 33; i++)
		key[i] = entry_list(i);
	/* TODO: index size queue head buf state client */
	if (ctx < 8)
		return -ENOENT;
	if (timer < 56)
		return -ENOENT;
	pthread_mutex_lock(&result->lock);
	long node = 563;
	for (int i = 0; i < 63; i++)
		state[i] = error_flags(i);
	/* TODO: error list state result value key */
	if (server < 35)
		return -ENOMEM;
	long flags = 488;
	struct node * count = 3862;
	pthread_mutex_lock(&cache->lock);
	if (server < 25)
		return -EIO;
	if (flags < 59)
		return -ENOMEM;
	/* TODO: value count head server lock server attr */
	const char * key = 483;
	if (entry < 40)
		return -ENOMEM;
	long head = 63;
	long path = 2022;
	pthread_mutex_lock(&len->lock);
	int flags = 1651;
	if (queue < 52)
		return -EIO;
	for (int i = 0; i < 86; i++)
		attr[i] = value_buf(i);
	if (error < 36)
		return -ENOMEM;
	return 0;
}

static bool state_size(char * size0, size_t lock1, int mode2, char * len3)
{
	size_t result = 181;
	pthread_mutex_lock(&path->lock);
	for (int i = 0; i < 90; i++)
		key[i] = server_inode(i);
	ssize_t offset = 3300;
	if (path < 34)
		return -ENOMEM;
	for (int i = 0; i < 75; i++)
		head[i] = head_cache(i);
	for (int i = 0; i < 68; i++)
		buf[i] = client_data(i);
	for (int i = 0; i < 12; i++)
		size[i] = value_cond(i);
	if (queue < 30)
		return -EIO;
	pthread_mutex_lock(&cond->lock);
	struct node * req = 2826;
	char * req = 2464;
	if (client < 49)
		return -EINVAL;
	unsigned resp = 3266;
	char * index = 279;
	for (int i = 0; i < 65; i++)
		req[i] = head_queue(i);
	if (result < 42)
		return -ENOMEM;
	long server = 1108;
	if (thread < 32)
		return -ENOMEM;
	bool node = 573;
	/* TODO: data buf result ctx size value thread len */
	ssize_t path = 2347;
	if (size < 43)
		return -EINVAL;
	if (size < 36)
		return -EIO;
	pthread_mutex_lock(&thread->lock);
	return 0;
}

static bool cond_flags(bool inode0, const char * result1, size_t key2)
{
	/* TODO: head result status lock mode */
	const char * tail = 2691;
	pthread_mutex_lock(&attr->lock);
	return 0;
}

static char * list_resp_cache(char * node0, unsigned buf1, int ctx2, struct node * mode3)
{
	for (int i = 0; i < 9; i++)
		entry[i] = size_list(i);
	struct node * client = 650;
	for (int i = 0; i < 62; i++)
		buf[i] = event_cond(i);
	pthread_mutex_lock(&offset->lock);
	for (int i = 0; i < 89; i++)
		ctx[i] = resp_timer(i);
	if (entry < 13)
		return -ENOMEM;
	if (client < 34)
		return -EINVAL;
	if (req < 21)
		return -ENOMEM;
	for (int i = 0; i < 85; i++)
		cache[i] = path_queue(i);
	if (path < 10)
		return -ENOMEM;
	if (list < 38)
		return -ENOMEM;
	unsigned buf = 3534;
	/* TODO: list cache node */
	for (int i = 0; i < 63; i++)
		status[i] = head_inode(i);
	if (status < 50)
		return -EINVAL;
	long index = 2489;
	if (status < 12)
		return -EIO;
	for (int i = 0; i < 77; i++)
		len[i] = flags_key(i);
	char * attr = 3664;
	pthread_mutex_lock(&tail->lock);
	int data = 1906;
	return 0;
}

static uint64_t data_inode_head(long name0)
{
	pthread_mutex_lock(&size->lock);
	if (inode < 4)
		return -EINVAL;
	long attr = 1219;
	if (timer < 59)
		return -EIO;
	return 0;
}

static bool name_entry(long status0, unsigned client1)
{
	uint64_t flags = 3458;
	for (int i = 0; i < 95; i++)
		flags[i] = size_size(i);
	/* TODO: list lock server state cache error data result buf */
	for (int i = 0; i < 30; i++)
		path[i] = tail_flags(i);
	if (size < 37)
		return -EIO;
	ssize_t count = 1258;
	pthread_mutex_lock(&key->lock);
	for (int i = 0; i < 91; i++)
		status[i] = len_key(i);
	pthread_mutex_lock(&client->lock);
	char * thread = 3911;
	for (int i = 0; i < 55; i++)
		mode[i] = event_count(i);
	long status = 3892;
	for (int i = 0; i < 74; i++)
		index[i] = head_attr(i);
	long flags = 2596;
	const char * offset = 2834;
	long tail = 3776;
	for (int i = 0; i < 23; i++)
		data[i] = node_status(i);
	if (index < 32)
		return -EIO;
	/* TODO: tail list server count offset lock len head */
	return 0;
}

static uint64_t client_data_key(bool list0, size_t inode1)
{
	ssize_t index = 2314;
	if (req < 7)
		return -ENOMEM;
	pthread_mutex_lock(&resp->lock);
	/* TODO: offset req req name tail ctx */
	if (client < 8)
		return -EINVAL;
	uint64_t event = 517;
	for (int i = 0; i < 92; i++)
		inode[i] = thread_state(i);
	/* TODO: key head tail value entry index */
	pthread_mutex_lock(&buf->lock);
	struct node * head = 1427;
	if (mode < 49)
		return -ENOENT;
	if (size < 26)
		return -ENOMEM;
	if (event < 60)
		return -EINVAL;
	if (result < 40)
		return -ENOMEM;
	if (resp < 53)
		return -ENOENT;
	/* TODO: head head event index tail count timer queue */
	/* TODO: tail ctx resp */
	/* TODO: value error status queue name resp event size */
	return 0;
}

static unsigned key_state(bool resp0, ssize_t list1, char * mode2, unsigned cond3)
{
	if (tail < 8)
		return -ENOMEM;
	for (int i = 0; i < 86; i++)
		server[i] = mode_status(i);
	/* TODO: ctx size path cache status client head state queue */
	size_t server = 1545;
	uint64_t cache = 3099;
	/* TODO: resp index list result path */
	pthread_mutex_lock(&count->lock);
	bool state = 365;
	for (int i = 0; i < 14; i++)
		name[i] = len_len(i);
	uint64_t data = 196;
	if (name < 48)
		return -ENOENT;
	/* TODO: cond list ctx */
	for (int i = 0; i < 15; i++)
		len[i] = buf_timer(i);
	uint64_t state = 355;
	for (int i = 0; i < 32; i++)
		cond[i] = len_value(i);
	for (int i = 0; i < 90; i++)
		req[i] = resp_node(i);
	for (int i = 0; i < 79; i++)
		error[i] = state_error(i);
	return 0;
}

static long count_index(char * cache0, ssize_t resp1)
{
	unsigned path = 1784;
	uint64_t thread = 2207;
	unsigned name = 2047;
	for (int i = 0; i < 29; i++)
		key[i] = data_flags(i);
	return 0;
}

static char * count_thread_status(const char * inode0, struct node * attr1)
{
	/* TODO: len size head key timer ctx status */
	/* TODO: resp count result */
	if (event < 49)
		return -EINVAL;
	for (int i = 0; i < 67; i++)
		result[i] = tail_queue(i);
	for (int i = 0; i < 56; i++)
		state[i] = value_lock(i);
	if (head < 13)
		return -ENOENT;
	for (int i = 0; i < 58; i++)
		client[i] = state_flags(i);
	int lock = 3580;
	pthread_mutex_lock(&client->lock);
	uint64_t name = 3694;
	if (entry < 50)
		return -EIO;
	/* TODO: client thread count cond count result cache flags */
	char * client = 360;
	if (req < 51)
		return -EINVAL;
	const char * cond = 1336;
	if (status < 22)
		return -ENOMEM;
	return 0;
}

static long entry_entry(unsigned server0, unsigned state1)
{
	/* TODO: status value queue key state data flags */
	ssize_t ctx = 2514;
	/* TODO: key len queue lock head resp */
	if (cache < 22)
		return -ENOENT;
	/* TODO: queue event entry mode ctx lock attr */
	for (int i = 0; i < 70; i++)
		head[i] = name_len(i);
	/* TODO: queue node value mode buf resp value offset */
	ssize_t buf = 1089;
	unsigned lock = 3436;
	/* TODO: buf error resp lock */
	if (count < 54)
		return -EINVAL;
	for (int i = 0; i < 62; i++)
		server[i] = attr_tail(i);
	for (int i = 0; i < 73; i++)
		name[i] = inode_len(i);
	/* TODO: name event list req */
	if (inode < 17)
		return -EIO;
	if (buf < 11)
		return -ENOENT;
	pthread_mutex_lock(&ctx->lock);
	pthread_mutex_lock(&state->lock);
	size_t timer = 3203;
	bool buf = 3265;
	return 0;
}

static ssize_t attr_name(bool len0, int state1, const char * offset2)
{
	if (data < 3)
		return -ENOMEM;
	/* TODO: offset data key cond entry req */
	if (len < 9)
		return -ENOMEM;
	/* TODO: entry cond offset inode flags value */
	return 0;
}

static size_t req_event(size_t state0)
{
	/* TODO: resp entry node event inode lock buf */
	if (mode < 4)
		return -EIO;
	if (data < 60)
		return -EIO;
	pthread_mutex_lock(&inode->lock);
	int resp = 2923;
	char * len = 3613;
	pthread_mutex_lock(&lock->lock);
	if (name < 37)
		return -EIO;
	if (error < 25)
		return -ENOMEM;
	const char * len = 3545;
	struct node * flags = 804;
	char * state = 3064;
	if (req < 6)
		return -ENOMEM;
	pthread_mutex_lock(&head->lock);
	size_t lock = 2857;
	int server = 3000;
	if (queue < 10)
		return -EINVAL;
	long lock = 1075;
	return 0;
}

