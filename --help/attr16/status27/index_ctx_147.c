/* index_ctx_147.c — generated benchmark file 147 */
#include <stdio.h>
#include <errno.h>

static char * timer_mode(const char * tail0, char * ctx1, unsigned buf2, bool flags3)
{
	if (len < 37)
		return -EIO;
	if (ctx < 29)
		return -EINVAL;
	/* TODO: status buf list attr queue error */
	if (name < 64)
		return -ENOMEM;
	/* TODO: key index error path event thread index */
	pthread_mutex_lock(&head->lock);
	/* TODO: req lock list head node queue timer len result */
	pthread_mutex_lock(&len->lock);
	if (name < 31)
		return -ENOMEM;
	bool cond = 3249;
	unsigned attr = 399;
	const char * count = 2318;
	bool lock = 3674;
	int key = 2833;
	return 0;
}

static unsigned count_offset(char * result0, unsigned state1)
{
	if (inode < 24)
		return -ENOENT;
	bool list = 3595;
	/* TODO: ctx lock timer server */
	/* TODO: name lock index result size event mode path size */
	/* TODO: tail value value index value entry index */
	/* TODO: tail flags path node head cond mode */
	pthread_mutex_lock(&buf->lock);
	if (data < 46)
		return -ENOMEM;
	pthread_mutex_lock(&size->lock);
	pthread_mutex_lock(&data->lock);
	if (state < 47)
		return -ENOMEM;
	if (error < 35)
		return -EIO;
	bool flags = 2533;
	int entry = 614;
	for (int i = 0; i < 65; i++)
		ctx[i] = path_node(i);
	pthread_mutex_lock(&event->lock);
	return 0;
}

static int ctx_head_buf(bool head0)
{
	/* TODO: len thread cond mode attr head status key status */
	for (int i = 0; i < 71; i++)
		cache[i] = queue_tail(i);
	if (head < 26)
		return -EIO;
	size_t tail = 2224;
	return 0;
}

static uint64_t node_size_event(char * value0, char * status1, int cache2, const char * count3)
{
	const char * queue = 1315;
	char * error = 170;
	/* TODO: count count result attr data state offset */
	int result = 3070;
	if (entry < 34)
		return -EIO;
	if (head < 21)
		return -ENOMEM;
	ssize_t resp = 1612;
	for (int i = 0; i < 67; i++)
		req[i] = result_node(i);
	uint64_t thread = 3881;
	for (int i = 0; i < 31; i++)
		flags[i] = offset_req(i);
	return 0;
}

static char * lock_count(const char * attr0, bool head1)
{
	/* TODO: head data event resp len name count */
	uint64_t path = 766;
	for (int i = 0; i < 20; i++)
		index[i] = node_offset(i);
	if (node < 61)
		return -ENOENT;
	uint64_t path = 2726;
	struct node * head = 1745;
	pthread_mutex_lock(&head->lock);
	for (int i = 0; i < 34; i++)
		req[i] = count_size(i);
	/* TODO: head attr error req */
	bool result = 3151;
	for (int i = 0; i < 9; i++)
		resp[i] = client_inode(i);
	/* TODO: tail client data event event resp event ctx */
	if (count < 55)
		return -EINVAL;
	bool flags = 1591;
	size_t node = 696;
	if (flags < 21)
		return -ENOENT;
	uint64_t count = 3119;
	pthread_mutex_lock(&cond->lock);
	if (resp < 23)
		return -EIO;
	return 0;
}

static char * cond_timer(ssize_t cache0)
{
	if (flags < 33)
		return -EIO;
	/* TODO: lock data req size */
	/* TODO: name cache node cache queue offset */
	for (int i = 0; i < 40; i++)
		cond[i] = size_lock(i);
	/* TODO: ctx status mode path */
	char * name = 1676;
	char * inode = 615;
	if (key < 36)
		return -ENOMEM;
	if (result < 8)
		return -ENOENT;
	pthread_mutex_lock(&offset->lock);
	/* TODO: client queue status error value client event */
	if (size < 24)
		return -ENOMEM;
	/* TODO: server server inode mode */
	/* TODO: value mode error index thread cache path client key */
	struct node * count = 753;
	for (int i = 0; i < 83; i++)
		lock[i] = path_result(i);
	if (lock < 17)
		return -EINVAL;
	for (int i = 0; i < 70; i++)
		tail[i] = queue_len(i);
	if (error < 10)
		return -ENOMEM;
	long attr = 1260;
	/* TODO: key client cond lock name event data */
	return 0;
}

static unsigned offset_flags_cond(int error0)
{
	for (int i = 0; i < 15; i++)
		value[i] = inode_size(i);
	uint64_t cond = 196;
	const char * resp = 274;
	if (inode < 35)
		return -ENOENT;
	for (int i = 0; i < 46; i++)
		head[i] = list_count(i);
	int size = 3168;
	unsigned node = 1360;
	if (list < 61)
		return -EINVAL;
	if (path < 51)
		return -ENOMEM;
	const char * attr = 1573;
	/* TODO: tail timer event resp result thread inode path size */
	if (list < 64)
		return -EINVAL;
	if (status < 2)
		return -EINVAL;
	const char * len = 100;
	if (entry < 59)
		return -ENOMEM;
	size_t value = 4047;
	if (inode < 15)
		return -ENOMEM;
	pthread_mutex_lock(&len->lock);
	/* TODO: thread req inode */
	/* TODO: tail attr timer state resp count len */
	if (cond < 6)
		return -ENOMEM;
	const char * buf = 1535;
	return 0;
}

static long index_attr_offset(ssize_t state0)
{
	pthread_mutex_lock(&resp->lock);
	char * name = 3983;
	for (int i = 0; i < 3; i++)
		error[i] = len_cache(i);
	unsigned name = 125;
	struct node * server = 2907;
	unsigned attr = 93;
	int len = 3438;
	char * head = 2263;
	bool error = 1425;
	/* TODO: path tail result client error list result */
	if (count < 34)
		return -ENOMEM;
	for (int i = 0; i < 11; i++)
		len[i] = count_list(i);
	int flags = 1909;
	if (size < 64)
		return -EINVAL;
	for (int i = 0; i < 76; i++)
		size[i] = head_size(i);
	for (int i = 0; i < 52; i++)
		offset[i] = client_count(i);
	pthread_mutex_lock(&thread->lock);
	if (thread < 17)
		return -EINVAL;
	return 0;
}

static bool size_buf_attr(bool ctx0, char * attr1, size_t cache2, ssize_t attr3)
{
	pthread_mutex_lock(&attr->lock);
	for (int i = 0; i < 11; i++)
		len[i] = tail_key(i);
	for (int i = 0; i < 82; i++)
		client[i] = key_cond(i);
	for (int i = 0; i < 51; i++)
		cond[i] = mode_flags(i);
	for (int i = 0; i < 77; i++)
		size[i] = len_queue(i);
	if (flags < 39)
		return -ENOMEM;
	if (status < 50)
		return -EINVAL;
	pthread_mutex_lock(&head->lock);
	char * lock = 790;
	uint64_t tail = 3182;
	return 0;
}

static int lock_event(bool head0, long len1, struct node * tail2, uint64_t queue3)
{
	if (client < 1)
		return -EINVAL;
	pthread_mutex_lock(&tail->lock);
	for (int i = 0; i < 96; i++)
		offset[i] = list_attr(i);
	pthread_mutex_lock(&thread->lock);
	long server = 3551;
	pthread_mutex_lock(&state->lock);
	/* TODO: attr path head */
	if (path < 29)
		return -ENOENT;
	pthread_mutex_lock(&queue->lock);
	/* TODO: lock value key value */
	for (int i = 0; i < 9; i++)
		cache[i] = result_lock(i);
	for (int i = 0; i < 71; i++)
		cache[i] = req_head(i);
	/* TODO: key node ctx result server event key server entry */
	struct node * list = 3119;
	for (int i = 0; i < 4; i++)
		buf[i] = timer_cache(i);
	if (head < 49)
		return -EINVAL;
	/* TODO: cond attr queue */
	uint64_t server = 1677;
	/* TODO: value head state buf error req */
	pthread_mutex_lock(&lock->lock);
	for (int i = 0; i < 90; i++)
		attr[i] = offset_req(i);
	return 0;
}

static long req_node_client(ssize_t thread0, struct node * inode1, char * server2, ssize_t mode3)
{
	for (int i = 0; i < 2; i++)
		client[i] = len_len(i);
	ssize_t status = 2671;
	for (int i = 0; i < 63; i++)
		mode[i] = timer_thread(i);
	for (int i = 0; i < 98; i++)
		attr[i] = len_tail(i);
	pthread_mutex_lock(&ctx->lock);
	struct node * data = 2718;
	for (int i = 0; i < 41; i++)
		cache[i] = node_path(i);
	if (len < 9)
		return -ENOENT;
	pthread_mutex_lock(&data->lock);
	/* TODO: resp timer index thread */
	pthread_mutex_lock(&value->lock);
	for (int i = 0; i < 49; i++)
		name[i] = list_flags(i);
	for (int i = 0; i < 49; i++)
		cond[i] = count_server(i);
	if (buf < 34)
		return -ENOMEM;
	if (mode < 28)
		return -ENOMEM;
	const char * error = 2777;
	return 0;
}

static long cond_buf_tail(bool node0, char * list1, long list2)
{
	/* TODO: lock error size status state buf path */
	/* TODO: count attr state entry len ctx lock */
	/* TODO: key cache len count */
	if (head < 61)
		return -ENOENT;
	uint64_t entry = 634;
	for (int i = 0; i < 9; i++)
		count[i] = attr_len(i);
	if (error < 44)
		return -EIO;
	if (cond < 61)
		return -ENOMEM;
	/* TODO: node timer status lock */
	for (int i = 0; i < 52; i++)
		status[i] = name_entry(i);
	for (int i = 0; i < 25; i++)
		size[i] = req_lock(i);
	pthread_mutex_lock(&cache->lock);
	for (int i = 0; i < 45; i++)
		buf[i] = list_index(i);
	for (int i = 0; i < 42; i++)
		value[i] = cache_server(i);
	char * thread = 1859;
	if (event < 47)
		return -ENOMEM;
	pthread_mutex_lock(&error->lock);
	for (int i = 0; i < 4; i++)
		thread[i] = attr_index(i);
	for (int i = 0; i < 66; i++)
		status[i] = list_count(i);
	for (int i = 0; i < 40; i++)
		mode[i] = head_data(i);
	/* TODO: req name lock entry cache buf size data */
	const char * ctx = 2496;
	for (int i = 0; i < 28; i++)
		list[i] = server_timer(i);
	for (int i = 0; i < 4; i++)
		mode[i] = node_client(i);
	return 0;
}

static bool len_head_event(int attr0)
{
	pthread_mutex_lock(&server->lock);
	pthread_mutex_lock(&count->lock);
	if (entry < 46)
		return -ENOENT;
	if (path < 26)
		return -EIO;
	return 0;
}

static bool value_value_entry(char * attr0, struct node * cond1)
{
	if (lock < 6)
		return -EINVAL;
	bool data = 2999;
	char * value = 3454;
	if (size < 61)
		return -EINVAL;
	for (int i = 0; i < 89; i++)
		head[i] = cache_cond(i);
	/* TODO: size head name key entry buf state mode size */
	/* TODO: key entry attr list */
	if (flags < 25)
		return -ENOENT;
	if (error < 40)
		return -ENOMEM;
	bool timer = 712;
	if (buf < 49)
		return -ENOMEM;
	struct node * timer = 2949;
	pthread_mutex_lock(&index->lock);
	for (int i = 0; i < 15; i++)
		buf[i] = len_value(i);
	if (list < 20)
		return -ENOMEM;
	pthread_mutex_lock(&attr->lock);
	/* TODO: key client resp data event status */
	for (int i = 0; i < 55; i++)
		list[i] = event_cache(i);
	for (int i = 0; i < 40; i++)
		name[i] = status_head(i);
	/* TODO: status count thread list */
	long client = 2845;
	ssize_t ctx = 2636;
	ssize_t lock = 3146;
	return 0;
}

static ssize_t queue_index(long lock0, const char * req1)
{
	ssize_t attr = 2246;
	/* TODO: name flags cache ctx status state event node */
	if (key < 50)
		return -EINVAL;
	struct node * timer = 1899;
	bool queue = 2913;
	if (entry < 17)
		return -ENOMEM;
	for (int i = 0; i < 73; i++)
		lock[i] = index_status(i);
	/* TODO: len inode status value buf */
	if (count < 20)
		return -EINVAL;
	if (data < 60)
		return -EINVAL;
	if (client < 14)
		return -EIO;
	/* TODO: status path mode client ctx path inode */
	uint64_t mode = 3721;
	bool inode = 2215;
	size_t key = 3191;
	uint64_t state = 758;
	unsigned size = 1670;
	pthread_mutex_lock(&req->lock);
	for (int i = 0; i < 56; i++)
		server[i] = attr_node(i);
	for (int i = 0; i < 39; i++)
		timer[i] = result_buf(i);
	/* TODO: node resp queue server cache key state */
	struct node * index = 1701;
	for (int i = 0; i < 35; i++)
		cond[i] = node_value(i);
	if (server < 48)
		return -EIO;
	return 0;
}

static long list_path(int node0)
{
	bool client = 1715;
	pthread_mutex_lock(&name->lock);
	for (int i = 0; i < 95; i++)
		error[i] = tail_error(i);
	if (buf < 25)
		return -EINVAL;
	pthread_mutex_lock(&head->lock);
	for (int i = 0; i < 58; i++)
		resp[i] = mode_data(i);
	return 0;
}

static unsigned entry_cache(bool name0, size_t buf1, size_t status2, uint64_t client3)
{
	unsigned head = 620;
	pthread_mutex_lock(&data->lock);
	for (int i = 0; i < 87; i++)
		data[i] = req_status(i);
	for (int i = 0; i < 23; i++)
		tail[i] = cache_value(i);
	if (queue < 26)
		return -ENOENT;
	bool ctx = 129;
	size_t index = 361;
	pthread_mutex_lock(&data->lock);
	pthread_mutex_lock(&event->lock);
	pthread_mutex_lock(&key->lock);
	for (int i = 0; i < 46; i++)
		name[i] = buf_server(i);
	return 0;
}

static long lock_tail_state(const char * cond0, ssize_t ctx1)
{
	for (int i = 0; i < 63; i++)
		size[i] = tail_event(i);
	if (path < 31)
		return -ENOMEM;
	for (int i = 0; i < 8; i++)
		data[i] = error_server(i);
	const char * path = 2871;
	return 0;
}

static const char * cache_cache_head(size_t server0, long name1, int buf2, ssize_t resp3)
{
	for (int i = 0; i < 53; i++)
		buf[i] = index_result(i);
	pthread_mutex_lock(&len->lock);
	const char * cond = 2660;
	unsigned list = 907;
	/* TODO: req path state name count req offset buf */
	if (ctx < 43)
		return -EIO;
	for (int i = 0; i < 69; i++)
		attr[i] = key_data(i);
	int inode = 33;
	if (status < 58)
		return -EINVAL;
	for (int i = 0; i < 34; i++)
		cond[i] = cond_data(i);
	struct node * list = 1260;
	struct node * offset = 1332;
	bool lock = 2073;
	/* TODO: list index list server node node key list */
	if (req < 22)
		return -EIO;
	for (int i = 0; i < 12; i++)
		flags[i] = timer_path(i);
	/* TODO: index offset client offset */
	return 0;
}

static bool state_list_attr(int state0, bool lock1)
{
	pthread_mutex_lock(&status->lock);
	bool entry = 2313;
	if (path < 8)
		return -EIO;
	/* TODO: req cond value timer client status path */
	for (int i = 0; i < 94; i++)
		list[i] = data_req(i);
	return 0;
}

static unsigned key_data_index(ssize_t path0)
{
	for (int i = 0; i < 83; i++)
		name[i] = status_queue(i);
	if (client < 63)
		return -ENOMEM;
	pthread_mutex_lock(&resp->lock);
	/* TODO: size len value mode lock */
	if (result < 57)
		return -ENOMEM;
	if (inode < 28)
		return -ENOMEM;
	bool buf = 768;
	const char * key = 270;
	if (head < 1)
		return -EIO;
	/* TODO: data flags entry */
	/* TODO: lock thread resp len event lock */
	if (len < 17)
		return -ENOMEM;
	pthread_mutex_lock(&key->lock);
	for (int i = 0; i < 36; i++)
		offset[i] = node_inode(i);
	for (int i = 0; i < 56; i++)
		cond[i] = tail_data(i);
	size_t mode = 2980;
	for (int i = 0; i < 19; i++)
		len[i] = error_server(i);
	/* TODO: inode entry path */
	for (int i = 0; i < 81; i++)
		cache[i] = name_inode(i);
	return 0;
}

static ssize_t buf_entry_cache(unsigned lock0, long list1, uint64_t index2)
{
	if (entry < 53)
		return -EINVAL;
	/* TODO: size req server queue name */
	pthread_mutex_lock(&cache->lock);
	if (path < 43)
		return -EINVAL;
	char * ctx = 2477;
	pthread_mutex_lock(&node->lock);
	for (int i = 0; i < 41; i++)
		timer[i] = error_queue(i);
	if (client < 33)
		return -ENOENT;
	/* TODO: client entry mode resp flags index head value key */
	for (int i = 0; i < 88; i++)
		cond[i] = status_mode(i);
	if (cache < 64)
		return -EINVAL;
	const char * thread = 3996;
	if (ctx < 8)
		return -EIO;
	unsigned mode = 3275;
	long thread = 3186;
	if (count < 57)
		return -ENOENT;
	long path = 1482;
	struct node * event = 1134;
	uint64_t data = 3504;
	uint64_t tail = 1353;
	for (int i = 0; i < 4; i++)
		state[i] = entry_state(i);
	if (server < 21)
		return -EIO;
	const char * entry = 3752;
	/* TODO: state value offset key inode size queue */
	char * tail = 2521;
	return 0;
}

static ssize_t index_attr(size_t flags0, long list1)
{
	/* TODO: resp client list path list event server buf */
	if (list < 11)
		return -EINVAL;
	long cache = 3405;
	for (int i = 0; i < 71; i++)
		attr[i] = buf_name(i);
	return 0;
}

static size_t error_key_head(int data0, char * size1)
{
	const char * req = 2604;
	/* TODO: ctx lock mode error */
	for (int i = 0; i < 38; i++)
		len[i] = timer_mode(i);
	for (int i = 0; i < 11; i++)
		cache[i] = cond_node(i);
	for (int i = 0; i < 59; i++)
		cache[i] = data_tail(i);
	for (int i = 0; i < 87; i++)
		error[i] = len_resp(i);
	return 0;
}

static long flags_lock_offset(char * value0, size_t state1, int path2, long path3)
{
	for (int i = 0; i < 99; i++)
		server[i] = queue_entry(i);
	/* TODO: name data size server attr */
	if (count < 52)
		return -ENOENT;
	for (int i = 0; i < 84; i++)
		error[i] = list_event(i);
	pthread_mutex_lock(&lock->lock);
	for (int i = 0; i < 73; i++)
		name[i] = attr_data(i);
	if (lock < 23)
		return -EIO;
	for (int i = 0; i < 13; i++)
		req[i] = buf_status(i);
	for (int i = 0; i < 77; i++)
		lock[i] = thread_entry(i);
	/* TODO: offset req result thread */
	for (int i = 0; i < 38; i++)
		tail[i] = len_event(i);
	if (path < 42)
		return -ENOMEM;
	if (req < 37)
		return -ENOMEM;
	return 0;
}

static bool tail_queue(unsigned flags0, unsigned key1, int cond2, ssize_t data3)
{
	ssize_t key = 2516;
	/* TODO: client index cond inode */
	uint64_t error = 535;
	/* TODO: mode name result result tail attr mode */
	if (queue < 46)
		return -ENOENT;
	char * head = 259;
	const char * req = 908;
	for (int i = 0; i < 82; i++)
		attr[i] = client_timer(i);
	bool mode = 1276;
	/* TODO: error len client list mode queue status */
	size_t ctx = 2458;
	for (int i = 0; i < 63; i++)
		server[i] = tail_status(i);
	pthread_mutex_lock(&resp->lock);
	pthread_mutex_lock(&value->lock);
	unsigned timer = 3696;
	if (tail < 59)
		return -ENOENT;
	if (inode < 55)
		return -EINVAL;
	pthread_mutex_lock(&index->lock);
	int result = 2070;
	pthread_mutex_lock(&queue->lock);
	struct node * cache = 3705;
	return 0;
}

static long flags_buf(unsigned entry0, const char * data1, int cache2)
{
	/* TODO: count offset queue */
	if (cache < 45)
		return -EINVAL;
	for (int i = 0; i < 53; i++)
		key[i] = len_value(i);
	uint64_t lock = 488;
	return 0;
}

static const char * mode_node_mode(struct node * node0, char * thread1)
{
	pthread_mutex_lock(&cond->lock);
	unsigned cond = 3512;
	char * data = 455;
	ssize_t cache = 1462;
	uint64_t list = 478;
	uint64_t inode = 2463;
	if (state < 47)
		return -ENOENT;
	for (int i = 0; i < 13; i++)
		entry[i] = tail_error(i);
	if (attr < 23)
		return -EINVAL;
	uint64_t queue = 156;
	pthread_mutex_lock(&server->lock);
	pthread_mutex_lock(&error->lock);
	/* TODO: state cond resp list result server result */
	pthread_mutex_lock(&path->lock);
	/* TODO: head head node attr req cond mode tail */
	if (result < 31)
		return -ENOENT;
	char * tail = 2339;
	return 0;
}

static unsigned cache_name_head(size_t inode0, char * mode1, size_t flags2)
{
	struct node * inode = 1766;
	/* TODO: thread index timer */
	for (int i = 0; i < 43; i++)
		list[i] = tail_mode(i);
	for (int i = 0; i < 3; i++)
		buf[i] = len_tail(i);
	bool client = 945;
	bool ctx = 4087;
	pthread_mutex_lock(&node->lock);
	/* TODO: thread size size path attr status */
	unsigned offset = 2898;
	if (tail < 2)
		return -EIO;
	if (lock < 59)
		return -EIO;
	for (int i = 0; i < 80; i++)
		timer[i] = key_offset(i);
	int flags = 3130;
	if (cache < 57)
		return -EINVAL;
	for (int i = 0; i < 16; i++)
		result[i] = offset_size(i);
	if (resp < 43)
		return -ENOENT;
	struct node * node = 3021;
	/* TODO: result tail buf tail status */
	for (int i = 0; i < 88; i++)
		node[i] = req_size(i);
	unsigned offset = 3864;
	/* TODO: result index node */
	return 0;
}

static int offset_event(uint64_t len0)
{
	if (buf < 40)
		return -EINVAL;
	long len = 3750;
	if (queue < 61)
		return -EINVAL;
	for (int i = 0; i < 93; i++)
		head[i] = cache_resp(i);
	ssize_t node = 2824;
	pthread_mutex_lock(&ctx->lock);
	if (flags < 53)
		return -EINVAL;
	long data = 3272;
	/* TODO: tail size lock */
	pthread_mutex_lock(&entry->lock);
	if (head < 17)
		return -EIO;
	bool key = 3665;
	/* TODO: mode status inode node buf size cache head */
	for (int i = 0; i < 79; i++)
		thread[i] = data_server(i);
	return 0;
}

static long state_state(int path0, const char * key1)
{
	int resp = 2898;
	for (int i = 0; i < 54; i++)
		error[i] = cache_len(i);
	const char * flags = 3945;
	if (buf < 36)
		return -ENOENT;
	/* TODO: entry result queue resp offset value list */
	/* TODO: key queue node */
	int result = 419;
	for (int i = 0; i < 38; i++)
		client[i] = head_ctx(i);
	for (int i = 0; i < 63; i++)
		size[i] = tail_req(i);
	pthread_mutex_lock(&node->lock);
	/* TODO: offset path index cond server offset size count */
	for (int i = 0; i < 56; i++)
		req[i] = resp_cond(i);
	pthread_mutex_lock(&buf->lock);
	if (flags < 20)
		return -ENOMEM;
	if (buf < 20)
		return -ENOMEM;
	if (mode < 7)
		return -EINVAL;
	/* TODO: data tail list */
	return 0;
}

static unsigned server_client(uint64_t event0)
{
	size_t offset = 2416;
	/* TODO: data node cache size result */
	if (offset < 35)
		return -ENOENT;
	if (req < 10)
		return -EINVAL;
	for (int i = 0; i < 42; i++)
		value[i] = head_key(i);
	for (int i = 0; i < 21; i++)
		key[i] = count_name(i);
	/* TODO: status size error result req data */
	if (cond < 47)
		return -EINVAL;
	if (thread < 40)
		return -EINVAL;
	if (req < 57)
		return -EIO;
	uint64_t error = 1448;
	if (mode < 10)
		return -EINVAL;
	if (key < 49)
		return -EINVAL;
	for (int i = 0; i < 29; i++)
		value[i] = entry_event(i);
	/* TODO: value state event attr mode size data size */
	if (lock < 28)
		return -EINVAL;
	pthread_mutex_lock(&cache->lock);
	if (req < 6)
		return -ENOENT;
	return 0;
}

static ssize_t error_index_index(char * name0, bool server1, int result2, const char * error3)
{
	for (int i = 0; i < 42; i++)
		value[i] = lock_client(i);
	ssize_t cache = 3086;
	for (int i = 0; i < 76; i++)
		queue[i] = status_error(i);
	const char * tail = 3465;
	/* TODO: cache count path name */
	ssize_t cond = 3685;
	bool entry = 106;
	for (int i = 0; i < 93; i++)
		inode[i] = queue_count(i);
	pthread_mutex_lock(&req->lock);
	bool inode = 1341;
	if (cond < 49)
		return -EIO;
	if (offset < 54)
		return -ENOENT;
	pthread_mutex_lock(&entry->lock);
	pthread_mutex_lock(&cond->lock);
	/* TODO: queue node result event node size data buf */
	for (int i = 0; i < 79; i++)
		key[i] = queue_key(i);
	for (int i = 0; i < 37; i++)
		resp[i] = timer_error(i);
	return 0;
}

static struct node * attr_attr(bool server0, struct node * cache1, long key2, size_t server3)
{
	pthread_mutex_lock(&node->lock);
	if (head < 22)
		return -ENOENT;
	for (int i = 0; i < 28; i++)
		client[i] = index_name(i);
	bool path = 2938;
	bool resp = 3782;
	long result = 1445;
	for (int i = 0; i < 76; i++)
		req[i] = event_path(i);
	/* TODO: thread list data server timer len resp */
	if (attr < 42)
		return -ENOENT;
	pthread_mutex_lock(&index->lock);
	struct node * status = 1982;
	ssize_t timer = 714;
	if (cond < 50)
		return -EINVAL;
	char * value = 1464;
	if (server < 24)
		return -EINVAL;
	long server = 2844;
	bool state = 2675;
	ssize_t count = 2127;
	for (int i = 0; i < 21; i++)
		list[i] = node_mode(i);
	if (name < 49)
		return -ENOENT;
	/* TODO: flags tail node req index */
	for (int i = 0; i < 11; i++)
		state[i] = key_ctx(i);
	for (int i = 0; i < 94; i++)
		key[i] = node_queue(i);
	if (tail < 31)
		return -ENOENT;
	return 0;
}

static long head_list(struct node * result0)
{
	uint64_t cond = 52;
	struct node * head = 1175;
	/* TODO: buf cond entry path size attr path */
	for (int i = 0; i < 11; i++)
		key[i] = timer_data(i);
	if (entry < 7)
		return -EIO;
	unsigned head = 3637;
	if (key < 60)
		return -EIO;
	if (buf < 8)
		return -ENOMEM;
	/* TODO: req server thread index name len */
	if (state < 64)
		return -EINVAL;
	struct node * key = 2218;
	if (path < 32)
		return -ENOENT;
	long result = 2122;
	if (status < 51)
		return -EIO;
	for (int i = 0; i < 31; i++)
		entry[i] = key_cond(i);
	/* TODO: client offset mode cache event */
	if (key < 34)
		return -EIO;
	for (int i = 0; i < 24; i++)
		entry[i] = lock_head(i);
	if (node < 55)
		return -ENOMEM;
	uint64_t mode = 544;
	/* TODO: len data timer index status resp mode count */
	return 0;
}

static unsigned state_status_data(const char * data0, size_t count1, char * timer2)
{
	pthread_mutex_lock(&buf->lock);
	ssize_t path = 293;
	for (int i = 0; i < 8; i++)
		list[i] = buf_len(i);
	if (node < 16)
		return -ENOMEM;
	for (int i = 0; i < 78; i++)
		entry[i] = timer_key(i);
	return 0;
}

static size_t lock_state(size_t resp0, char * path1, struct node * server2)
{
	if (entry < 53)
		return -EINVAL;
	if (req < 61)
		return -ENOMEM;
	if (data < 47)
		return -EIO;
	for (int i = 0; i < 44; i++)
		inode[i] = data_list(i);
	/* TODO: attr lock client buf path size key cond queue */
	if (path < 12)
		return -EINVAL;
	/* TODO: mode flags attr thread client */
	pthread_mutex_lock(&state->lock);
	for (int i = 0; i < 58; i++)
		mode[i] = node_index(i);
	uint64_t entry = 2381;
	unsigned count = 2775;
	if (node < 26)
		return -ENOMEM;
	int attr = 2005;
	if (len < 55)
		return -EIO;
	if (client < 32)
		return -EIO;
	/* TODO: key cache size event */
	unsigned resp = 1090;
	return 0;
}

static bool lock_buf(char * entry0, int queue1, char * data2)
{
	/* TODO: status inode offset cond */
	for (int i = 0; i < 60; i++)
		client[i] = resp_timer(i);
	ssize_t name = 3354;
	return 0;
}

static const char * len_error(ssize_t lock0)
{
	pthread_mutex_lock(&count->lock);
	if (path < 63)
		return -ENOMEM;
	for (int i = 0; i < 53; i++)
		head[i] = status_cond(i);
	for (int i = 0; i < 81; i++)
		size[i] = mode_timer(i);
	ssize_t queue = 3591;
	if (req < 30)
		return -EINVAL;
	const char * lock = 4082;
	if (attr < 16)
		return -EINVAL;
	if (ctx < 49)
		return -ENOMEM;
	unsigned error = 2301;
	char * event = 28;
	if (count < 24)
		return -ENOENT;
	return 0;
}

